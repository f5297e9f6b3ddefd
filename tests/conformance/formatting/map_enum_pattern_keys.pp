$m = {Enum['yes', 'no'] => '%u', Pattern[/^x/] => '%p', String => '%c'}
notice(String('yes', $m), String('xyz', $m), String('other', $m))
