include deps
