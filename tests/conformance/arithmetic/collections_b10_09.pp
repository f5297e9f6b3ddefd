notice([*1])
notice([*{a=>1}])
notice([*undef])
