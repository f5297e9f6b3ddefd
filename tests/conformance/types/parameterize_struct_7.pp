notice(Struct[{NotUndef[a]=>Integer}])
