$e = Error('boom', 'my/kind', {'code' => 7}, 'E1')
notice("${e.message} (${e.kind})")
notice($e.details['code'])
notice($e =~ Error['my/kind'])
notice($e =~ Error['other'])
notice($e =~ Error[/my/, 'E1'])
notice($e =~ Error[default, 'E1'])
case $e {
  Error['my/kind']: { notice('matched kind') }
  default: { notice('no') }
}
