notice(/ok/ /(/
