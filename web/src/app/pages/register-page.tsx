export { Component } from '../../features/register/register-page.tsx';
