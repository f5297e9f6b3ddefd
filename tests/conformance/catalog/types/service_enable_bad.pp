service { 'x': enable => 'sometimes' }
