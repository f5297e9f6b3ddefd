notice(String(3, {Optional[Integer] => '%x'}))
