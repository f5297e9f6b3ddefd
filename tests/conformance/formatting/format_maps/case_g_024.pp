notice(String([true, undef], {Data => '%p'}))
