fail({ 1 => 2 })
