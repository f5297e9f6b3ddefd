# lang_exported: exported resources need storeconfigs
@@notify { 'exported':
  message => 'from another node',
}
Notify <<| |>>
notify { 'local': }
