notice(regsubst("cat hat", /[ch]at/, {"cat" => "dog", "hat" => "cap"}, "G"))
