$cfg = {db => {port => 5432}}
$v = getvar('cfg.db.port.x') |$e| {
  notice($e.issue_code)
  notice($e.details['walked_path'])
  notice($e.msg)
  'none'
}
notice($v)
notice(getvar('cfg.db.port'))
