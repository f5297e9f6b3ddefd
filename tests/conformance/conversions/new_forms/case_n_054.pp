notice(String.new(1.5, {Float => '%.3f'}))
