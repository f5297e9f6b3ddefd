service { 's': enable => bogus, provider => init }
