$data = [{'n' => 'x', 'p' => 3}, {'n' => 'y', 'p' => 1}, {'n' => 'z', 'p' => 3}]
notice($data.sort |$a, $b| { compare($a['p'], $b['p']) }.map |$e| { $e['n'] })
notice($data.unique |$e| { $e['p'] }.map |$e| { $e['n'] })
notice($data.group_by |$e| { $e['p'] }.map |$k, $v| { "${k}:${v.length}" })
notice($data.any |$e| { $e['p'] > 2 })
notice($data.all |$e| { $e['n'] =~ String[1,1] })
