notice({a => undef, b => 1}.values)
