# spec "String to String": defaults to s at top level and p inside array or hash;
# "Float to String" defaults; "Default value to String"; "Undef to String"
notice(String('a'))
notice(String(['a']))
notice(String({'a' => 'b'}))
notice(String(default))
notice(String([default, undef]))
notice(String(undef) == '')
notice(String(1.5))
notice(String([1.5]))
