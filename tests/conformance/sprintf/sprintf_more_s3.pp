notice(sprintf('%{a}%{a}', {'a' => 'x'}))
