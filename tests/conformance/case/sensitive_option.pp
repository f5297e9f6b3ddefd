case Sensitive(1) { Sensitive(1): { notice(yes) } default: { notice(no) } }
