include dns
dns::zone { 'example.com':
  soaip => 'not-an-ip',
}
