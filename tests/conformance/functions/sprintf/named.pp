notice(sprintf('%<x>s : %<y>d', {'x' => 'value is', 'y' => 42}))
notice(sprintf('%{a}-%{b}', {'a' => 1, 'b' => 2}))
