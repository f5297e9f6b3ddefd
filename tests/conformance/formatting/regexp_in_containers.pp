notice(String([/x/, /y\/z/]), String({'r' => /x/}))
