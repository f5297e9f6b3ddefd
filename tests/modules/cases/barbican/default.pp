include barbican
