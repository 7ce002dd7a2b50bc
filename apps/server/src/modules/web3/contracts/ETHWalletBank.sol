// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

// vuln-code-snippet start web3WalletChallenge
/// @title A small ETH bank: deposit for any address, withdraw at most 0.1 ether at a time.
contract ETHWalletBank {
    uint256 public constant MAX_WITHDRAWAL = 0.1 ether;

    mapping(address => uint256) public balances;
    // vuln-code-snippet hide-start web3WalletChallenge
    /// Withdrawals currently running (more than one means a withdrawal was entered again).
    uint256 private activeWithdrawals;
    // vuln-code-snippet hide-end web3WalletChallenge

    event Deposited(address indexed account, uint256 amount);
    event Withdrawn(address indexed account, uint256 amount);
    event ContractExploited(address culprit); // vuln-code-snippet hide-line web3WalletChallenge

    function ethdeposit(address account) external payable {
        balances[account] += msg.value;
        emit Deposited(account, msg.value);
    }

    function balanceOf(address account) external view returns (uint256) {
        return balances[account];
    }

    function withdraw(uint256 amount) external {
        require(amount <= MAX_WITHDRAWAL, "Bank: at most 0.1 ether per withdrawal");
        require(balances[msg.sender] >= amount, "Bank: balance too low");
        // vuln-code-snippet hide-start web3WalletChallenge
        activeWithdrawals++;
        if (activeWithdrawals > 1) emit ContractExploited(tx.origin);
        // vuln-code-snippet hide-end web3WalletChallenge
        (bool paid, ) = msg.sender.call{value: amount}(""); // vuln-code-snippet vuln-line web3WalletChallenge
        require(paid, "Bank: payment failed");
        unchecked { // vuln-code-snippet neutral-line web3WalletChallenge
            balances[msg.sender] -= amount; // vuln-code-snippet vuln-line web3WalletChallenge
        }
        activeWithdrawals--; // vuln-code-snippet hide-line web3WalletChallenge
        emit Withdrawn(msg.sender, amount);
    }

    receive() external payable {}
}
// vuln-code-snippet end web3WalletChallenge
