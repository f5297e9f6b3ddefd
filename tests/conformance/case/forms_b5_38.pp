case {a => 1} { {a => Integer}: { notice('hash match') } default: { notice('no') } }
