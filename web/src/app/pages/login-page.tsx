export { Component } from '../../features/auth/login-page.tsx';
