service { 's': enable => delayed }
