class { 'heat::engine':
  auth_encryption_key => 'short',
}
