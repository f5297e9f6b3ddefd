notice(upcase([["a"], {"k" => "v"}]))
