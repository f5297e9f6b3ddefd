notice(String([true, undef], {Boolean => '%y', Undef => '%d'}))
