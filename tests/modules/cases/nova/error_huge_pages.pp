class { 'nova::compute':
  reserved_huge_pages => 42,
}
