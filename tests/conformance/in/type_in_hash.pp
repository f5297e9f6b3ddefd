notice(Integer in {1 => a})
notice(String in {1 => a})
