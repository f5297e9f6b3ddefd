class { 'horizon':
  secret_key                   => 'k',
  websso_enabled               => true,
  websso_choices_hide_keystone => true,
}
