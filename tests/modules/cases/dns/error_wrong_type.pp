class { 'dns':
  recursion => true,
}
