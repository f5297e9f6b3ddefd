service { 's': enable => [true, manual] }
