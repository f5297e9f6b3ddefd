include ovn::northd
