service { 's': enable => mask, provider => init }
