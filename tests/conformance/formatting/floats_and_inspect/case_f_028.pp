notice(String({1 => 2, [1] => {x => y}}))
