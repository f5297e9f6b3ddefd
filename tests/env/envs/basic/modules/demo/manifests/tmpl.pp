class demo::tmpl($name_param = 'world') {
  $local = 'local value'
  notice(epp('demo/greet.epp', { 'who' => $name_param }))
  notice(epp('demo/greet', { 'who' => 'no suffix' }))
}
