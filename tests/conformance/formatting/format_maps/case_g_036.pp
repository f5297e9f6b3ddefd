notice(String([1, 'a'], {Tuple[Integer, String] => '%(a'}))
