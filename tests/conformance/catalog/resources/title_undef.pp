notify { [undef]: }
