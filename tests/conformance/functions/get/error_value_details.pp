$data = {a => [1, 2, {b => 'x'}]}
$r = get($data, 'a.x') |$err| {
  notice($err.message)
  notice($err.kind)
  notice($err.issue_code)
  notice($err.details)
  notice($err =~ Error)
  notice(type($err))
  'fallback'
}
notice($r)
$s = get($data, 'a.2.b.c') |$e| { notice($e); notice($e.details['walked_path']); $e.details['value_type'] }
notice($s)
notice(get($data, 'a.5', 'dflt') |$e| { 'not called' })
