upcase({'a' => true})
