barbican_secret { 'super-secret': }
