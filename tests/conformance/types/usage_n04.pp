function g(Optional[Hash[String, Integer]] $h = undef) >> Integer { 'x' } notice(g())
