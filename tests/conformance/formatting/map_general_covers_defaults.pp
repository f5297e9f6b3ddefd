notice(String(1.5, {Numeric => '%d'}), String(1, {Any => '%x'}), String(2.5, {Any => '%p'}))
