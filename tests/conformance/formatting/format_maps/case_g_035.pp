notice(String(undef, {Optional[Integer] => '%d'}))
