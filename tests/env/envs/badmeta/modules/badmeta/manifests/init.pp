class badmeta { notice('badmeta') }
