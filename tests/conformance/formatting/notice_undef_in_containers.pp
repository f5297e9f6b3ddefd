notice([undef, 'b', undef])
notice({'a' => undef, 'b' => [undef]})
